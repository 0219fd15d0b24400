// Stock: each size of each product, in stock or out, with an optional count
// and an optional season (docs/decisions/029-stock-and-seasons.md). Fulfilment
// and owners set it here (the same code path as `npm run stock -- set`);
// support reads it.
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, Form, type LoaderFunctionArgs, useLoaderData, useRouteLoaderData } from 'react-router';

import { PRODUCTS } from '../../../shared/catalogue';
import { can } from '../../../shared/staff-roles';
import type { StockRecord } from '../../../shared/stock';
import type { ApiBody } from '../../api/request';
import { CsrfField } from '../../context/boot';
import { services } from '../../router/app-context';
import { field, readForm } from '../../router/route-helpers';
import { AdminFailure } from '../AdminFailure';
import type { loader as shellLoader } from '../AdminShell';
import { doneHere, failedHere, PageAnswer } from '../page-answers';
import { staffCall } from '../staff-api';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const result = await staffCall<ApiBody & { stock: StockRecord[] }>(services(context), request, '/api/admin/stock');
  return result.ok ? { stock: result.data.stock } : { failure: result.failure };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const [productId, sizeIndex] = field(form, 'size', 20).split('-');
  const count = field(form, 'count', 10).trim();
  const from = field(form, 'seasonFrom', 5).trim();
  const to = field(form, 'seasonTo', 5).trim();
  const body = {
    inStock: field(form, 'inStock', 5) === 'in',
    count: count === '' ? null : Number(count),
    season: from === '' && to === '' ? null : { from, to },
  };
  const result = await staffCall(services(context), request, `/api/admin/stock/${encodeURIComponent(productId ?? '')}/${encodeURIComponent(sizeIndex ?? '')}`, {
    method: 'PUT',
    body,
  });
  return result.ok ? doneHere(request, 'stock') : failedHere(result);
}

export default function AdminStock() {
  const { t } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  const shell = useRouteLoaderData<typeof shellLoader>('admin');
  const maySet = shell?.staff ? can(shell.staff.role, 'stock.set') : false;
  if ('failure' in loaded) return <AdminFailure failure={loaded.failure} />;
  const recordOf = (productId: number, sizeIndex: number) => loaded.stock.find((r) => r.productId === productId && r.sizeIndex === sizeIndex);
  return (
    <section>
      <h1>{t('admin.stock.title')}</h1>
      <PageAnswer known={['stock']} />
      {PRODUCTS.map((product) => (
        <section key={product.id} className="admin-card" aria-labelledby={`stock-${String(product.id)}`}>
          <h2 id={`stock-${String(product.id)}`}>{product.name}</h2>
          {product.sizes.map((size, sizeIndex) => {
            const record = recordOf(product.id, sizeIndex);
            const id = `${String(product.id)}-${String(sizeIndex)}`;
            const state = !record || record.inStock ? t('admin.stock.in') : t('admin.stock.out');
            const count = record?.count === null || record?.count === undefined ? t('admin.stock.uncounted') : t('admin.stock.count', { count: record.count });
            const season = record?.seasonFrom ? t('admin.stock.season', { from: record.seasonFrom, to: record.seasonTo }) : '';
            return (
              <div key={size.size} className="admin-stock">
                <p>
                  <strong>{size.size}</strong> · {state} · {count}
                  {season ? ` · ${season}` : ''}
                </p>
                {maySet ? (
                  <Form method="post" className="admin-stock__form" aria-label={`${product.name} ${size.size}`}>
                    <CsrfField />
                    <input type="hidden" name="size" value={id} />
                    <label>
                      {t('admin.stock.available')}
                      <select name="inStock" defaultValue={!record || record.inStock ? 'in' : 'out'}>
                        <option value="in">{t('admin.stock.in')}</option>
                        <option value="out">{t('admin.stock.out')}</option>
                      </select>
                    </label>
                    <label>
                      {t('admin.stock.units')}
                      <input name="count" type="number" min={0} max={1_000_000} inputMode="numeric" defaultValue={record?.count ?? ''} />
                    </label>
                    <label>
                      {t('admin.stock.from')}
                      <input name="seasonFrom" placeholder="MM-DD" pattern="\d{2}-\d{2}" maxLength={5} defaultValue={record?.seasonFrom ?? ''} />
                    </label>
                    <label>
                      {t('admin.stock.to')}
                      <input name="seasonTo" placeholder="MM-DD" pattern="\d{2}-\d{2}" maxLength={5} defaultValue={record?.seasonTo ?? ''} />
                    </label>
                    <button type="submit" className="button button--secondary">
                      {t('admin.stock.save')}
                    </button>
                  </Form>
                ) : null}
              </div>
            );
          })}
        </section>
      ))}
    </section>
  );
}
