import { Plus, Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { FieldError, Input, Label, Textarea } from "../../../components/ui/input.tsx";
import { useTranslation } from "../../../lib/i18n-react.tsx";

type ErrorOf = (field: string) => string | undefined;

/** A list of short lines (highlights, what is included, tags): add a row, remove a row. */
export function LineListEditor({
  id,
  label,
  addLabel,
  items,
  field,
  error,
  max,
  onChange,
}: {
  id: string;
  label: string;
  addLabel: string;
  items: string[];
  /** The dotted path of the list in the form's input (content.en.highlights). */
  field: string;
  error: ErrorOf;
  max: number;
  onChange: (items: string[]) => void;
}) {
  const { t } = useTranslation("serviceEditor");
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      <ul className="space-y-2">
        {items.map((item, i) => {
          const problem = error(`${field}.${i}`);
          const name = t("editor.item", { list: label, index: i + 1 });
          return (
            <li key={i}>
              <div className="flex gap-2">
                <Input
                  id={`${id}-${i}`}
                  name={`${field}.${i}`}
                  aria-label={name}
                  value={item}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${id}-${i}-error` : undefined}
                  onChange={(event) => onChange(items.map((old, j) => (j === i ? event.target.value : old)))}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t("editor.remove", { what: name })}
                  onClick={() => onChange(items.filter((_, j) => j !== i))}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
              <FieldError id={`${id}-${i}-error`}>{problem}</FieldError>
            </li>
          );
        })}
      </ul>
      <FieldError id={`${id}-error`}>{error(field)}</FieldError>
      {items.length < max ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={() => onChange([...items, ""])}
        >
          <Plus aria-hidden />
          {addLabel}
        </Button>
      ) : null}
    </fieldset>
  );
}

export interface ItineraryDay {
  title: string;
  description: string;
}

/** The plan day by day: each day's number is its place in the list. */
export function ItineraryEditor({
  id,
  days,
  field,
  error,
  max,
  onChange,
}: {
  id: string;
  days: ItineraryDay[];
  field: string;
  error: ErrorOf;
  max: number;
  onChange: (days: ItineraryDay[]) => void;
}) {
  const { t } = useTranslation("serviceEditor");
  const change = (i: number, patch: Partial<ItineraryDay>) =>
    onChange(days.map((day, j) => (j === i ? { ...day, ...patch } : day)));
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">{t("editor.itinerary")}</legend>
      <ol className="space-y-3">
        {days.map((day, i) => {
          const titleError = error(`${field}.${i}.title`);
          const descriptionError = error(`${field}.${i}.description`);
          const dayName = t("editor.day", { day: i + 1 });
          return (
            <li key={i} className="rounded-xl border bg-background/40 p-3">
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm font-semibold">{dayName}</p>
                <Button
                  type="button"
                  variant="ghost"
                  size="iconSm"
                  aria-label={t("editor.remove", { what: dayName })}
                  onClick={() => onChange(days.filter((_, j) => j !== i))}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
              <div className="mt-2 space-y-2">
                <div>
                  <Label htmlFor={`${id}-${i}-title`}>{t("editor.dayTitle")}</Label>
                  <Input
                    id={`${id}-${i}-title`}
                    name={`${field}.${i}.title`}
                    value={day.title}
                    aria-invalid={titleError ? true : undefined}
                    aria-describedby={titleError ? `${id}-${i}-title-error` : undefined}
                    onChange={(event) => change(i, { title: event.target.value })}
                  />
                  <FieldError id={`${id}-${i}-title-error`}>{titleError}</FieldError>
                </div>
                <div>
                  <Label htmlFor={`${id}-${i}-description`}>{t("editor.dayDescription")}</Label>
                  <Textarea
                    id={`${id}-${i}-description`}
                    name={`${field}.${i}.description`}
                    className="min-h-20"
                    value={day.description}
                    aria-invalid={descriptionError ? true : undefined}
                    aria-describedby={descriptionError ? `${id}-${i}-description-error` : undefined}
                    onChange={(event) => change(i, { description: event.target.value })}
                  />
                  <FieldError id={`${id}-${i}-description-error`}>{descriptionError}</FieldError>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <FieldError id={`${id}-error`}>{error(field)}</FieldError>
      {days.length < max ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={() => onChange([...days, { title: "", description: "" }])}
        >
          <Plus aria-hidden />
          {t("editor.add.itinerary")}
        </Button>
      ) : null}
    </fieldset>
  );
}
