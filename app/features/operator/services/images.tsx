import { ArrowDown, ArrowUp, ImagePlus, Trash2, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { useFetchers } from "react-router";
import {
  imageOrderForm,
  imageOrderSchema,
  LIMITS,
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
  type OperatorImage,
} from "../../../../core/service-editor.ts";
import { ActionForm, FormStatus } from "../../../components/action-form.tsx";
import { EmptyState } from "../../../components/empty-state.tsx";
import { photoSize, Picture } from "../../../components/picture.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FieldError, Input, Label } from "../../../components/ui/input.tsx";
import { Badge } from "../../../components/ui/misc.tsx";
import { useTranslation } from "../../../lib/i18n-react.tsx";
import { useActionForm } from "../../../lib/use-action-form.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";

// The photos' forms are real forms: the alt text, a photo removed, a move up or down (its button
// posts the whole new order as `ids` fields) and the upload (multipart). With scripts the upload
// posts as soon as a file is picked; without them the picker and its button are in <noscript>.

/** A move up or down: the photos' ids in the order the move makes, posted as `ids`. */
function MoveButton({
  ids,
  label,
  icon: Icon,
  disabled,
}: {
  ids: number[];
  label: string;
  icon: LucideIcon;
  disabled: boolean;
}) {
  const form = useActionForm({
    fields: [],
    intent: "order",
    schema: imageOrderSchema,
    shape: imageOrderForm,
  });
  return (
    <ActionForm form={form} status={false}>
      {ids.map((id) => (
        <input key={id} type="hidden" name="ids" value={id} />
      ))}
      <Button type="submit" variant="outline" size="iconSm" aria-label={label} disabled={disabled}>
        <Icon aria-hidden />
      </Button>
    </ActionForm>
  );
}

/** One photo: the picture, its alt text, and its place among the others. */
function ImageRow({
  image,
  index,
  order,
  moving,
}: {
  image: OperatorImage;
  index: number;
  /** Every photo's id, in the order shown. */
  order: number[];
  moving: boolean;
}) {
  const { t } = useTranslation("serviceEditor");
  const row = { imageId: String(image.id) };
  const altForm = useActionForm({
    fields: ["alt"],
    intent: "alt",
    match: row,
    success: () => t("images.altSaved"),
  });
  const [alt, setAlt] = useState(() => altForm.value("alt", image.alt));
  const remove = useActionForm({
    fields: [],
    intent: "deleteImage",
    match: row,
    success: () => t("images.deleted"),
  });
  // "Save" waits for a change once scripts run; without them it is always there to post.
  const hydrated = useHydrated();
  const n = index + 1;
  const id = `image-${image.id}-alt`;
  const moved = (to: number) => {
    const ids = order.filter((other) => other !== image.id);
    ids.splice(to, 0, image.id);
    return ids;
  };
  const altError = altForm.error("alt");
  return (
    <li className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-3 gap-y-2 rounded-xl border bg-background/40 p-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-x-4">
      <div className="relative sm:row-span-2">
        <Picture
          src={image.url}
          {...photoSize}
          alt={image.alt}
          sizes="(min-width: 640px) 160px, 96px"
          className="aspect-[3/2] w-full rounded-lg bg-muted object-cover"
        />
        {index === 0 ? (
          <Badge tone="accent" className="absolute top-2 left-2">
            {t("images.cover")}
          </Badge>
        ) : null}
      </div>
      <div className="min-w-0 space-y-2">
        <p className="text-sm font-semibold">{t("images.photo", { index: n })}</p>
        <div className="flex flex-wrap gap-2">
          <MoveButton
            ids={moved(index - 1)}
            icon={ArrowUp}
            label={t("images.up", { index: n })}
            disabled={index === 0 || moving}
          />
          <MoveButton
            ids={moved(index + 1)}
            icon={ArrowDown}
            label={t("images.down", { index: n })}
            disabled={index === order.length - 1 || moving}
          />
          <ActionForm form={remove}>
            <input type="hidden" name="imageId" value={image.id} />
            <Button
              type="submit"
              variant="outline"
              size="iconSm"
              className="text-danger"
              aria-label={t("images.delete", { index: n })}
              disabled={remove.busy}
            >
              <Trash2 aria-hidden />
            </Button>
          </ActionForm>
        </div>
      </div>
      <ActionForm
        form={altForm}
        className="col-span-2 flex flex-col gap-2 sm:col-span-1 sm:col-start-2 sm:flex-row sm:items-start"
      >
        <input type="hidden" name="imageId" value={image.id} />
        <div className="min-w-0 flex-1">
          <Label htmlFor={id} className="sr-only">
            {t("images.alt")}
          </Label>
          <Input
            {...altForm.field("alt", id)}
            value={alt}
            maxLength={LIMITS.alt}
            placeholder={t("images.alt")}
            onChange={(event) => setAlt(event.target.value)}
          />
          <FieldError id={`${id}-error`}>{altError}</FieldError>
        </div>
        <Button type="submit" variant="outline" disabled={altForm.busy || (hydrated && alt === image.alt)}>
          {t("images.saveAlt")}
        </Button>
      </ActionForm>
    </li>
  );
}

const accepted = "image/jpeg,image/png,image/webp,image/avif,image/gif,image/tiff";

/** The service's photos: upload one (checked and converted by the server), reorder, alt text, delete. */
export function ImageManager({ images }: { images: OperatorImage[] }) {
  const { t } = useTranslation("serviceEditor");
  // No intent: the upload is told apart by its multipart body (a refusal then names none either).
  const upload = useActionForm({
    fields: ["file"],
    check: (input) =>
      input.file instanceof File && input.file.size > MAX_IMAGE_BYTES
        ? [{ code: "imageTooLarge", field: "file" }]
        : [],
    reset: true,
    success: () => t("images.uploaded"),
  });
  // While a new order is on its way, the list shows it.
  const pending = useFetchers().find((fetcher) => fetcher.formData?.get("intent") === "order");
  const pendingIds = pending?.formData?.getAll("ids").map(Number);
  const shown = pendingIds
    ? pendingIds.map((id) => images.find((image) => image.id === id)).filter((image) => image !== undefined)
    : images;
  const full = images.length >= MAX_IMAGES;
  const problem = upload.error("file");
  const busy = upload.busy;

  return (
    <section aria-labelledby="service-photos" className="rounded-2xl border bg-card p-4 sm:p-6">
      <h3 id="service-photos" className="font-display text-lg font-semibold">
        {t("images.title")}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{t("images.intro", { max: MAX_IMAGES })}</p>
      <upload.Form {...upload.props} encType="multipart/form-data" className="mt-4">
        <FormStatus status={upload.status} className="mb-3" />
        {/* Without scripts: a visible picker and a button that posts it (it comes first, so its file is the one read). */}
        <noscript>
          <div className="mb-3 flex flex-wrap items-center gap-2">
            <input
              type="file"
              name="file"
              accept={accepted}
              aria-label={t("images.upload")}
              disabled={full}
            />
            <Button type="submit" variant="outline" disabled={full}>
              <ImagePlus aria-hidden />
              {t("images.upload")}
            </Button>
          </div>
        </noscript>
        <input
          id="service-photo-file"
          name="file"
          type="file"
          accept={accepted}
          className="sr-only"
          aria-describedby={problem ? "service-photo-error" : undefined}
          onChange={(event) => {
            const picker = event.currentTarget;
            if (!picker.files?.[0]) return;
            // Picking posts the file: not an edit that would hide the answer's problem with it.
            event.stopPropagation();
            // The form reads its fields as it submits; the picker is emptied for the next file.
            picker.form?.requestSubmit();
            picker.value = "";
          }}
          disabled={full || busy}
        />
        <Button
          type="button"
          variant="outline"
          disabled={full || busy}
          onClick={() => document.getElementById("service-photo-file")?.click()}
        >
          <ImagePlus aria-hidden />
          {busy ? t("images.uploading") : t("images.upload")}
        </Button>
        <label htmlFor="service-photo-file" className="sr-only">
          {t("images.upload")}
        </label>
        {problem ? (
          <p id="service-photo-error" role="alert" className="mt-2 text-sm text-danger">
            {problem}
          </p>
        ) : null}
        {full ? <p className="mt-2 text-sm text-muted-foreground">{t("images.full")}</p> : null}
      </upload.Form>
      {shown.length === 0 ? (
        <EmptyState size="section" className="mt-4" text={t("images.empty")} />
      ) : (
        <ol className="mt-4 space-y-3">
          {shown.map((image, i) => (
            <ImageRow
              key={image.id}
              image={image}
              index={i}
              order={shown.map((other) => other.id)}
              moving={pending !== undefined}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
