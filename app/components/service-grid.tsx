import { EmptyState } from "./empty-state.tsx";
import { useTranslation } from "../lib/i18n-react.tsx";
import { ServiceCard, type ServiceCardData } from "./service-card.tsx";

export function ServiceGrid({ items, headingLevel = 2 }: { items: ServiceCardData[]; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  if (items.length === 0) return <EmptyState text={t("catalog.empty")} />;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((service) => (
        <li key={service.id} className="flex min-w-0">
          <ServiceCard service={service} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

export function PageHeading({ title, description }: { title: string; description?: string }) {
  return (
    <header className="mb-10">
      <h1 className="font-display text-4xl font-semibold sm:text-5xl">{title}</h1>
      {description ? <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{description}</p> : null}
    </header>
  );
}
