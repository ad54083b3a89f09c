import { LIMITS, type ServiceLanguage, type ServiceText } from "../../../../core/service-editor.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Field, FieldError, Label, Textarea, TextField } from "../../../components/ui/input.tsx";
import { useTranslation } from "../../../lib/i18n-react.tsx";
import { ItineraryEditor, LineListEditor } from "./list-editor.tsx";
import { listMax, lists } from "./service-draft.ts";

export function Select<T extends string>({
  id,
  name,
  label,
  value,
  options,
  error,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: T;
  options: readonly (readonly [T, string])[];
  error?: string;
  onChange: (value: T) => void;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        aria-invalid={error ? true : undefined}
        className="h-11 w-full rounded-xl border border-input bg-card px-3 text-base text-foreground sm:text-sm"
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The texts of one language. */
export function LanguagePanel({
  lang,
  text,
  english,
  error,
  onChange,
}: {
  lang: ServiceLanguage;
  text: ServiceText;
  english: ServiceText;
  error: (field: string) => string | undefined;
  onChange: (text: ServiceText) => void;
}) {
  const { t } = useTranslation("serviceEditor");
  const at = `content.${lang}`;
  const id = `service-${lang}`;
  const set = (patch: Partial<ServiceText>) => onChange({ ...text, ...patch });
  const emptyLists = lists.every((list) => text[list].length === 0) && text.itinerary.length === 0;
  return (
    <div className="space-y-5" lang={lang}>
      <TextField
        id={`${id}-title`}
        name={`${at}.title`}
        label={t("editor.title")}
        value={text.title}
        maxLength={LIMITS.title}
        error={error(`${at}.title`)}
        onChange={(event) => set({ title: event.target.value })}
      />
      <TextField
        id={`${id}-location`}
        name={`${at}.location`}
        label={t("editor.location")}
        value={text.location}
        maxLength={LIMITS.location}
        error={error(`${at}.location`)}
        onChange={(event) => set({ location: event.target.value })}
      />
      <div>
        <Label htmlFor={`${id}-description`}>{t("editor.description")}</Label>
        <Textarea
          id={`${id}-description`}
          name={`${at}.description`}
          className="min-h-48"
          value={text.description}
          maxLength={LIMITS.description}
          aria-invalid={error(`${at}.description`) ? true : undefined}
          aria-describedby={error(`${at}.description`) ? `${id}-description-error` : undefined}
          onChange={(event) => set({ description: event.target.value })}
        />
        <FieldError id={`${id}-description-error`}>{error(`${at}.description`)}</FieldError>
      </div>
      {lang !== "en" && emptyLists && (english.highlights.length > 0 || english.itinerary.length > 0) ? (
        <Button
          type="button"
          variant="subtle"
          size="sm"
          onClick={() =>
            set({
              highlights: english.highlights,
              included: english.included,
              notIncluded: english.notIncluded,
              tags: english.tags,
              itinerary: english.itinerary,
            })
          }
        >
          {t("editor.copyEnglish")}
        </Button>
      ) : null}
      <div className="grid gap-5 lg:grid-cols-2">
        {lists.map((list) => (
          <LineListEditor
            key={list}
            id={`${id}-${list}`}
            label={t(`editor.${list}`)}
            addLabel={t(`editor.add.${list}`)}
            items={text[list]}
            field={`${at}.${list}`}
            error={error}
            max={listMax[list]}
            onChange={(items) => set({ [list]: items })}
          />
        ))}
      </div>
      <ItineraryEditor
        id={`${id}-itinerary`}
        days={text.itinerary}
        field={`${at}.itinerary`}
        error={error}
        max={LIMITS.itinerary}
        onChange={(itinerary) => set({ itinerary })}
      />
    </div>
  );
}
