// Cart → Checkout → Confirmation.
import { useTranslation } from 'react-i18next';

const STEPS = ['cart', 'checkout', 'confirmation'] as const;

export function CheckoutProgress({ current }: { current: (typeof STEPS)[number] }) {
  const { t } = useTranslation();
  const at = STEPS.indexOf(current);
  return (
    <ol className="progress" aria-label={t('checkout.progress')}>
      {STEPS.map((step, i) => {
        const label = t(`checkout.steps.${step}`);
        const state = i < at ? 'done' : i === at ? 'current' : 'todo';
        return (
          <li key={step} className={`progress__step progress__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="progress__dot" aria-hidden="true">
              {i < at ? '✓' : i + 1}
            </span>
            <span>{state === 'done' ? t('checkout.stepDone', { step: label }) : label}</span>
          </li>
        );
      })}
    </ol>
  );
}
