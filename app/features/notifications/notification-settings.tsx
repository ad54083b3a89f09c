import { notificationCategories } from "../../../core/notifications.ts";
import { notificationChannels } from "../../../core/schemas.ts";
import type { NotificationSettings } from "../../../core/views.ts";
import { Toggle } from "../../components/ui/switch.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";

/**
 * The notification switches as a matrix: a row per category, a column per channel (e-mail, in the
 * app). Each switch is named in full ("Booking updates by e-mail") for screen readers; the columns'
 * headings say it for the eye. What is always sent, and what does not exist yet, is said beneath.
 */
export function NotificationMatrix({
  value,
  onChange,
}: {
  value: NotificationSettings;
  onChange: (next: NotificationSettings) => void;
}) {
  const { t } = useTranslation("dashboard");
  const label = { email: "settings.notify.switch", inApp: "settings.notify.switchInApp" } as const;
  return (
    <div>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-xs text-muted-foreground">
            <th scope="col" className="py-2 text-left font-medium">
              {t("settings.notify.category")}
            </th>
            {notificationChannels.map((channel) => (
              <th key={channel} scope="col" className="w-20 py-2 text-center font-medium sm:w-24">
                {t(`settings.notify.${channel}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y border-t">
          {notificationCategories.map((category) => {
            const name = t(`settings.notify.rows.${category}`);
            return (
              <tr key={category}>
                <th scope="row" className="py-3 pr-2 text-left font-normal">
                  <span className="block font-medium">{name}</span>
                  <span className="block text-xs text-muted-foreground">
                    {t(`settings.notify.hints.${category}`)}
                  </span>
                </th>
                {notificationChannels.map((channel) => (
                  <td key={channel} className="py-3 text-center">
                    <Toggle
                      id={`notify-${channel}-${category}`}
                      aria-label={t(label[channel], { category: name })}
                      checked={value[channel][category]}
                      onCheckedChange={(checked) =>
                        onChange({ ...value, [channel]: { ...value[channel], [category]: checked } })
                      }
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-3 text-xs text-muted-foreground">
        {t("settings.notify.always")} {t("settings.notify.notYet")}
      </p>
    </div>
  );
}
