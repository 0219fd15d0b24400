import type { FormKind } from '../../../shared/content';
import { Hole } from '../../render-pass';
import { ContactForm } from './ContactForm';
import { CookieSettingsForm } from './CookieSettingsForm';
import { FeedbackForm } from './FeedbackForm';
import { JoinForm } from './JoinForm';

export function BrandForm({ kind }: { kind: FormKind }) {
  switch (kind) {
    case 'join':
      return <JoinForm />;
    case 'feedback':
      return <FeedbackForm />;
    case 'contact':
      return <ContactForm variant="contact" />;
    case 'customer-care':
      return <ContactForm variant="customer-care" />;
    case 'cookies':
      return (
        <Hole>
          <CookieSettingsForm />
        </Hole>
      );
  }
}
