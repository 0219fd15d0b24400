// The message a form post left for this page, shown where a toast would be
// when the post came without JavaScript (the server redirected here with it).
// Only on the page the server rendered: it goes once the shopper moves on.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { FLASH_MESSAGES, flashText } from '../../shared/flash';
import { useRootData } from '../hooks/useRootData';

export function FlashNotice() {
  const { t } = useTranslation();
  const { flash } = useRootData();
  const { key } = useLocation();
  if (!flash || key !== 'default') return null;
  const message = FLASH_MESSAGES[flash];
  if ('inline' in message) return null;
  return (
    <p className={`flash-notice flash-notice--${message.kind}`} role="status">
      {t(...flashText(flash))}
    </p>
  );
}
