// One block of corporate page content (shared/content/types.ts).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Block } from '../../../shared/content';
import { dateTimeFormat } from '../../../shared/intl';
import { localeOf } from '../../../shared/languages';
import { BrandForm } from './BrandForm';

export function ContentBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case 'paragraphs':
      return (
        <section className="content-block">
          {block.heading ? <h2>{block.heading}</h2> : null}
          {block.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      );
    case 'list':
      return (
        <section className="content-block">
          {block.heading ? <h2>{block.heading}</h2> : null}
          {block.intro ? <p>{block.intro}</p> : null}
          <ul className="content-list">
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      );
    case 'faq':
      return (
        <section className="content-block">
          {block.heading ? <h2>{block.heading}</h2> : null}
          <div className="faq">
            {block.items.map((item) => (
              <FaqItem key={item.question} question={item.question} answer={item.answer} level={block.heading ? 3 : 2} />
            ))}
          </div>
        </section>
      );
    case 'documents':
      return <Documents block={block} />;
    case 'openings':
      return <Openings block={block} />;
    case 'figures':
      return (
        <section className="content-block">
          {block.heading ? <h2>{block.heading}</h2> : null}
          <dl className="figures">
            {block.items.map((f) => (
              <div key={f.label}>
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      );
    case 'contact':
      return (
        <section className="content-block">
          {block.heading ? <h2>{block.heading}</h2> : null}
          <dl className="contact-list">
            {block.items.map((c) => (
              <div key={c.label}>
                <dt>{c.label}</dt>
                <dd>{c.href ? <a href={c.href}>{c.value}</a> : c.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      );
    case 'form':
      return <BrandForm kind={block.form} />;
  }
}

/** Items sit one level below their block's heading, or right under the page title. */
const itemHeading = (block: { heading?: string }) => (block.heading ? 'h3' : 'h2');

function FaqItem({ question, answer, level }: { question: string; answer: string; level: 2 | 3 }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const H = level === 2 ? 'h2' : 'h3';
  return (
    <div className="faq__item">
      <H>
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          {question}
        </button>
      </H>
      <div id={id} className="faq__answer" hidden={!open}>
        <p>{answer}</p>
      </div>
    </div>
  );
}

function Documents({ block }: { block: Extract<Block, { kind: 'documents' }> }) {
  const { t, i18n } = useTranslation();
  const date = dateTimeFormat(localeOf(i18n.language), { dateStyle: 'long', timeZone: 'UTC' });
  const H = itemHeading(block);
  return (
    <section className="content-block">
      {block.heading ? <h2>{block.heading}</h2> : null}
      <ul className="documents">
        {block.items.map((d) => (
          <li key={d.title}>
            <H>{d.title}</H>
            <p className="documents__meta">
              <span>{t(`brand.documentKind.${d.kind}`)}</span> · <time dateTime={d.date}>{date.format(new Date(`${d.date}T00:00:00Z`))}</time>
            </p>
            <p>{d.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Openings({ block }: { block: Extract<Block, { kind: 'openings' }> }) {
  const { t } = useTranslation();
  const H = itemHeading(block);
  return (
    <section className="content-block">
      {block.heading ? <h2>{block.heading}</h2> : null}
      <ul className="openings">
        {block.items.map((o) => (
          <li key={o.title}>
            <H>{o.title}</H>
            <p className="openings__meta">{t('brand.opening', { team: o.team, location: o.location, type: o.type })}</p>
            <p>{o.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
