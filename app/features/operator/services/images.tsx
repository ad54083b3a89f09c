import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { Problem } from "../../../../core/errors.ts";
import { LIMITS, MAX_IMAGE_BYTES, MAX_IMAGES, type OperatorImage } from "../../../../core/service-editor.ts";
import { EmptyState } from "../../../components/empty-state.tsx";
import { photoSize, Picture } from "../../../components/picture.tsx";
import { toast } from "../../../components/toast.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FieldError, Input, Label } from "../../../components/ui/input.tsx";
import { Badge } from "../../../components/ui/misc.tsx";
import { useActionAnswer, type ActionResult } from "../../../lib/action-result.ts";
import { useTranslation } from "../../../lib/i18n-react.tsx";
import { useErrorText } from "../../../lib/use-error-text.ts";

type Answer = ActionResult<{ intent?: string }>;

/** A fetcher whose failures are told in a toast (and its success, when `done` is given). */
function useImageFetcher(done?: string) {
  const fetcher = useFetcher<Answer>();
  const errorText = useErrorText();
  useActionAnswer(fetcher, (answer) => {
    if (answer.ok) {
      if (done) toast.success(done);
    } else toast.error(errorText(answer.error)!);
  });
  return fetcher;
}

/** One photo: the picture, its alt text, and its place among the others. */
function ImageRow({
  image,
  index,
  count,
  onMove,
  moving,
}: {
  image: OperatorImage;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  moving: boolean;
}) {
  const { t } = useTranslation("serviceEditor");
  const errorText = useErrorText();
  const [alt, setAlt] = useState(image.alt);
  const altFetcher = useFetcher<Answer>();
  const [altProblem, setAltProblem] = useState<Problem | null>(null);
  useActionAnswer(altFetcher, (answer) => {
    if (answer.ok) {
      setAltProblem(null);
      toast.success(t("images.altSaved"));
    } else setAltProblem(answer.error);
  });
  const remove = useImageFetcher(t("images.deleted"));
  const n = index + 1;
  const id = `image-${image.id}-alt`;
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
          <Button
            type="button"
            variant="outline"
            size="iconSm"
            aria-label={t("images.up", { index: n })}
            disabled={index === 0 || moving}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowUp aria-hidden />
          </Button>
          <Button
            type="button"
            variant="outline"
            size="iconSm"
            aria-label={t("images.down", { index: n })}
            disabled={index === count - 1 || moving}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDown aria-hidden />
          </Button>
          <Button
            type="button"
            variant="outline"
            size="iconSm"
            className="text-danger"
            aria-label={t("images.delete", { index: n })}
            disabled={remove.state !== "idle"}
            onClick={() =>
              void remove.submit(
                { intent: "deleteImage", imageId: image.id },
                { method: "post", encType: "application/json" },
              )
            }
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      <form
        className="col-span-2 flex flex-col gap-2 sm:col-span-1 sm:col-start-2 sm:flex-row sm:items-start"
        onSubmit={(event) => {
          event.preventDefault();
          void altFetcher.submit(
            { intent: "alt", imageId: image.id, alt },
            { method: "post", encType: "application/json" },
          );
        }}
      >
        <div className="min-w-0 flex-1">
          <Label htmlFor={id} className="sr-only">
            {t("images.alt")}
          </Label>
          <Input
            id={id}
            value={alt}
            maxLength={LIMITS.alt}
            placeholder={t("images.alt")}
            aria-invalid={altProblem ? true : undefined}
            aria-describedby={altProblem ? `${id}-error` : undefined}
            onChange={(event) => setAlt(event.target.value)}
          />
          <FieldError id={`${id}-error`}>{errorText(altProblem)}</FieldError>
        </div>
        <Button type="submit" variant="outline" disabled={altFetcher.state !== "idle" || alt === image.alt}>
          {t("images.saveAlt")}
        </Button>
      </form>
    </li>
  );
}

/** The service's photos: upload one (checked and converted by the server), reorder, alt text, delete. */
export function ImageManager({ images }: { images: OperatorImage[] }) {
  const { t } = useTranslation("serviceEditor");
  const errorText = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const upload = useFetcher<Answer>();
  const [problem, setProblem] = useState<Problem | null>(null);
  useActionAnswer(upload, (answer) => {
    if (answer.ok) {
      setProblem(null);
      toast.success(t("images.uploaded"));
    } else setProblem(answer.error);
  });
  const order = useImageFetcher();
  // While a new order is on its way, the list shows it.
  const pending = order.json as { ids?: number[] } | undefined;
  const shown =
    order.state !== "idle" && pending?.ids
      ? pending.ids
          .map((id) => images.find((image) => image.id === id))
          .filter((image) => image !== undefined)
      : images;
  const full = images.length >= MAX_IMAGES;

  function send(file: File) {
    if (file.size > MAX_IMAGE_BYTES) return setProblem({ code: "imageTooLarge", field: "file" });
    setProblem(null);
    const body = new FormData();
    body.set("file", file);
    void upload.submit(body, { method: "post", encType: "multipart/form-data" });
  }

  function move(from: number, to: number) {
    const ids = shown.map((image) => image.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    void order.submit({ intent: "order", ids }, { method: "post", encType: "application/json" });
  }

  return (
    <section aria-labelledby="service-photos" className="rounded-2xl border bg-card p-4 sm:p-6">
      <h3 id="service-photos" className="font-display text-lg font-semibold">
        {t("images.title")}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{t("images.intro", { max: MAX_IMAGES })}</p>
      <div className="mt-4">
        <input
          ref={input}
          id="service-photo-file"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif,image/tiff"
          className="sr-only"
          aria-describedby={problem ? "service-photo-error" : undefined}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = "";
            if (file) send(file);
          }}
          disabled={full || upload.state !== "idle"}
        />
        <Button
          type="button"
          variant="outline"
          disabled={full || upload.state !== "idle"}
          onClick={() => input.current?.click()}
        >
          <ImagePlus aria-hidden />
          {upload.state !== "idle" ? t("images.uploading") : t("images.upload")}
        </Button>
        <label htmlFor="service-photo-file" className="sr-only">
          {t("images.upload")}
        </label>
        {problem ? (
          <p id="service-photo-error" role="alert" className="mt-2 text-sm text-danger">
            {errorText(problem)}
          </p>
        ) : null}
        {full ? <p className="mt-2 text-sm text-muted-foreground">{t("images.full")}</p> : null}
      </div>
      {shown.length === 0 ? (
        <EmptyState size="section" className="mt-4" text={t("images.empty")} />
      ) : (
        <ol className="mt-4 space-y-3">
          {shown.map((image, i) => (
            <ImageRow
              key={image.id}
              image={image}
              index={i}
              count={shown.length}
              onMove={move}
              moving={order.state !== "idle"}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
