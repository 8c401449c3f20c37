import { FormSwitchField, SchemaForm } from '@backoffice/ui';
import { SectionForm } from '../form/fields';
import { useSectionForm } from '../form/useSectionForm';
import type { SectionProps } from './types';

/** Notifications (spec 000 §2): new-order push notification and e-mail (contracts' `notificationsSection`). */
export function NotificationsSection({ shop }: SectionProps) {
  const { form, busy } = useSectionForm('notifications', {
    notificationSettings: {
      newOrder: {
        pushNotification: shop.notificationSettings?.newOrder.pushNotification ?? false,
        email: shop.notificationSettings?.newOrder.email ?? false,
      },
    },
  });
  return (
    <SchemaForm form={form} as="none">
      <SectionForm formRef={form.formRef} label="Notifications" busy={busy} onSubmit={() => void form.submit()}>
        <FormSwitchField path="notificationSettings.newOrder.pushNotification" label="New order push notification" />
        <FormSwitchField path="notificationSettings.newOrder.email" label="New order e-mail" />
      </SectionForm>
    </SchemaForm>
  );
}
