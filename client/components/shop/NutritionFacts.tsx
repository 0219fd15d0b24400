// Nutrition facts per 100 ml as a table, numbers in the current language.
import { useTranslation } from 'react-i18next';

import type { Nutrition } from '../../../shared/catalogue';
import { formatNumber } from '../../../shared/money';

const ROWS: { key: keyof Nutrition; unit: 'kcal' | 'g' | 'mg' }[] = [
  { key: 'energy', unit: 'kcal' },
  { key: 'protein', unit: 'g' },
  { key: 'carbohydrates', unit: 'g' },
  { key: 'totalSugar', unit: 'g' },
  { key: 'addedSugars', unit: 'g' },
  { key: 'fat', unit: 'g' },
  { key: 'sodium', unit: 'mg' },
];

export function NutritionFacts({ nutrition, headingLevel = 3 }: { nutrition: Nutrition; headingLevel?: 2 | 3 | 4 }) {
  const { t, i18n } = useTranslation();
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <div className="nutrition">
      <Heading className="nutrition__title">{t('product.nutritionTitle')}</Heading>
      <table className="nutrition__table">
        <tbody>
          {ROWS.map(({ key, unit }) => (
            <tr key={key}>
              <th scope="row">{t(`product.nutrition.${key}`)}</th>
              <td>{t(`product.units.${unit}`, { value: formatNumber(nutrition[key], i18n.language, 1) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
