import { useState } from 'react';
import { SectionForm, SwitchField } from '../form/fields';
import { useSectionSave } from '../form/useSectionSave';
import type { SectionProps } from './types';

/** Notifications (spec 000 §2): new-order push notification and e-mail. */
export function NotificationsSection({ shop }: SectionProps) {
  const [push, setPush] = useState(shop.notificationSettings?.newOrder.pushNotification ?? false);
  const [email, setEmail] = useState(shop.notificationSettings?.newOrder.email ?? false);
  const { save, busy, formRef } = useSectionSave();
  return (
    <SectionForm
      formRef={formRef}
      label="Notifications"
      busy={busy}
      onSubmit={() => void save('notifications', { notificationSettings: { newOrder: { pushNotification: push, email } } })}
    >
      <SwitchField label="New order push notification" checked={push} onChange={setPush} />
      <SwitchField label="New order e-mail" checked={email} onChange={setEmail} />
    </SectionForm>
  );
}
