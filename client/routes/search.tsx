// /search?q=term: the query lives in the URL (server-rendered, shareable,
// survives reload). The search box is a GET form: typing searches 300 ms after
// the last key without adding a history entry per keystroke; submitting
// searches at once, and an exact product name goes straight to its page (the
// loader does that for a form sent without JavaScript: ?go=1). Tabs, chips and
// type cards are links.
import { type SubmitEvent, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, redirect, type ShouldRevalidateFunctionArgs, useLoaderData, useNavigate, useSearchParams } from 'react-router';

import { PRODUCTS } from '../../shared/catalogue';
import { pathTo } from '../../shared/routes';
import {
  exactMatch,
  MAX_QUERY_LENGTH,
  normaliseQuery,
  QUICK_SEARCHES,
  SEARCH_DEBOUNCE_MS,
  SEARCH_HIGHLIGHT_MS,
  SEARCH_TABS,
  searchProducts,
  type SearchTab,
} from '../../shared/search';
import { loadStock } from '../api/stock';
import { SearchIcon } from '../components/icons';
import { Link } from '../components/Link';
import { productTexts } from '../components/search/product-texts';
import { ResultCard, ResultSkeleton } from '../components/search/ResultCard';
import { productStock } from '../components/shop/product-stock';
import { StockContext } from '../components/shop/stock-context';
import { useLocalize } from '../hooks/useLocalize';
import { useProductTexts } from '../hooks/useProductTexts';
import { services } from '../router/app-context';
import { localize } from '../router/route-helpers';

/** A search sent by the form's button: an exact product name opens the product, anything else the clean results URL. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (!url.searchParams.has('go')) return { stock: productStock(PRODUCTS, await loadStock(services(context))) };
  const match = exactMatch(url.searchParams.get('q') ?? '', productTexts(services(context).i18n.t));
  if (match?.link) throw redirect(localize(request, match.link));
  url.searchParams.delete('go');
  throw redirect(`${url.pathname}${url.search}`);
}

/** Typing changes the query, not the stock: only a search sent with its button (?go) runs the loader again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || nextUrl.searchParams.has('go') ? defaultShouldRevalidate : false;
}

export default function SearchRoute() {
  const stock = useLoaderData<typeof loader>().stock;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localizePath = useLocalize();
  const [params, setParams] = useSearchParams();
  const urlQuery = (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  const committed = normaliseQuery(urlQuery);
  const tab: SearchTab = params.get('tab') === 'drinks' ? 'drinks' : 'juices';
  const [text, setText] = useState(urlQuery);
  const texts = useProductTexts();
  const input = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLElement>(null);
  const pushed = useRef(urlQuery);

  const commit = (value: string, replace: boolean, nextTab: SearchTab = tab) => {
    pushed.current = value;
    const next = new URLSearchParams();
    if (value.trim()) next.set('q', value.slice(0, MAX_QUERY_LENGTH));
    if (nextTab !== 'juices') next.set('tab', nextTab);
    setParams(next, { replace, preventScrollReset: true });
  };

  // The box follows the URL when it changes by navigation (back, a chip).
  useEffect(() => {
    if (urlQuery !== pushed.current) {
      pushed.current = urlQuery;
      setText(urlQuery);
    }
  }, [urlQuery]);

  useEffect(() => input.current?.focus(), []);

  // Typing searches once the text has rested (only a change of the text restarts the wait).
  const commitTyped = useEffectEvent((value: string) => {
    // A submit in the meantime (to a product page, or the results) has already sent this text.
    if (value !== pushed.current) commit(value, true);
  });
  useEffect(() => {
    if (text === pushed.current) return;
    const timer = setTimeout(() => commitTyped(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const results = useMemo(() => searchProducts(committed, texts, tab), [committed, texts, tab]);
  const searching = normaliseQuery(text) !== committed;

  // Results scroll into view and are highlighted for 1 s whenever they appear: when the search
  // or the tab changes (not on the first render), adjusted while rendering.
  const searchKey = `${tab}\n${committed}`;
  const [shownSearch, setShownSearch] = useState(searchKey);
  const [highlight, setHighlight] = useState(false);
  if (searchKey !== shownSearch) {
    setShownSearch(searchKey);
    setHighlight(committed !== '' && results.length > 0);
  }
  useEffect(() => {
    if (!highlight) return;
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    const timer = setTimeout(() => setHighlight(false), SEARCH_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlight, searchKey]);

  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const match = exactMatch(text, texts);
    if (match?.link) {
      pushed.current = text;
      return void navigate(localizePath(match.link));
    }
    commit(text, false);
  };
  /** The search page's URL for a query and tab (links work without JavaScript). */
  const searchLink = (query: string, nextTab: SearchTab = 'juices') => {
    const next = new URLSearchParams();
    if (query.trim()) next.set('q', query.slice(0, MAX_QUERY_LENGTH));
    if (nextTab !== 'juices') next.set('tab', nextTab);
    const search = next.toString();
    return `${pathTo('search')}${search ? `?${search}` : ''}`;
  };

  const showDefault = tab === 'juices' && text.trim() === '';
  const heading = searching
    ? t('search.searching')
    : !committed
      ? t(tab === 'juices' ? 'search.all' : 'search.allDrinks')
      : results.length
        ? t(tab === 'juices' ? 'search.found' : 'search.foundDrinks', { count: results.length })
        : t('search.none');

  return (
    <section className="search-page">
      <h1>{t('search.title')}</h1>
      <form className="search-form" role="search" method="get" action={localizePath(pathTo('search'))} onSubmit={submit}>
        {tab !== 'juices' ? <input type="hidden" name="tab" value={tab} /> : null}
        <label htmlFor="search-input" className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          ref={input}
          id="search-input"
          type="search"
          name="q"
          value={text}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" name="go" value="1" className="button">
          <SearchIcon />
          {t('search.submit')}
        </button>
      </form>

      <nav aria-label={t('search.tabs.label')} className="tabs__list search-tabs">
        {SEARCH_TABS.map((id) => (
          <Link key={id} to={searchLink(text, id)} replace preventScrollReset aria-current={tab === id ? 'page' : undefined} className="tabs__tab">
            {t(`search.tabs.${id}`)}
          </Link>
        ))}
      </nav>

      {showDefault && (
        <div className="search-default">
          <h2 className="visually-hidden">{t('search.quick')}</h2>
          <ul className="search-chips" aria-label={t('search.quick')}>
            {QUICK_SEARCHES.chips.map((chip) => (
              <li key={chip.id}>
                <Link className="chip" to={searchLink(chip.query)}>
                  {t(`search.chips.${chip.id}`)}
                </Link>
              </li>
            ))}
          </ul>
          <ul className="type-cards" aria-label={t('search.types')}>
            {QUICK_SEARCHES.types.map((type) => (
              <li key={type.id}>
                <Link className={`type-card type-card--${type.id}`} to={searchLink(type.query)}>
                  <strong>{t(`search.typeCards.${type.id}`)}</strong>
                  <span>{t(`search.typeText.${type.id}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}

      <section
        id="search-results"
        ref={resultsRef}
        className={`search-results${highlight ? ' search-results--highlight' : ''}`}
        aria-labelledby="search-heading"
        aria-busy={searching}
      >
        <h2 id="search-heading" aria-live="polite">
          {heading}
        </h2>
        {searching ? (
          <ResultSkeleton />
        ) : results.length ? (
          <StockContext value={stock}>
            <ul className="result-grid">
              {results.map((p, i) => (
                <li key={p.id}>
                  <ResultCard product={p} eager={i < 4} />
                </li>
              ))}
            </ul>
          </StockContext>
        ) : (
          <div className="search-empty">
            <p className="search-empty__title">{t('search.emptyTitle')}</p>
            <p>{t('search.emptyText', { query: committed })}</p>
            <p>{t('search.emptyHint')}</p>
            <div className="search-empty__actions">
              <Link className="button" to={pathTo('juices')}>
                {t('search.viewAll')}
              </Link>
              <Link className="button button--ghost" to={searchLink('')} onClick={() => input.current?.focus()}>
                {t('search.tryNew')}
              </Link>
            </div>
          </div>
        )}
      </section>
    </section>
  );
}
