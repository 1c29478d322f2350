import { useEffect, useId, useRef, useState } from 'react';
import { FEEDBACK_PATH } from '../../../common/analytics.ts';
import { analyticsAllowed, anonymousToken, newId } from '../../../search/client/privacy.ts';
import { t } from '../../i18n.ts';
import type { Lang } from '../../lang.ts';
import { storedVote, storeVote } from './votes.ts';
import './index.css';

export const MAX_COMMENT = 1000;

type Step = 'ask' | 'comment' | 'sent';

function send(body: object): void {
  // Fails quietly: the reader's page matters more than the answer.
  void fetch(FEEDBACK_PATH, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => {});
}

/** The page's path as the server knows it (decoded, without query or hash). */
function pagePath(): string {
  try {
    return decodeURIComponent(location.pathname);
  } catch {
    return location.pathname;
  }
}

/**
 * "Was this page helpful?" at the end of every doc page: Yes or No, sent at once, then an
 * optional comment of at most 1,000 characters, then thanks. The browser remembers the answer
 * per page (votes.ts): back on the page, the block shows it again, and a changed vote or a later
 * comment updates the same answer. Shown only where the site's own
 * server stores the answers (the server search provider with analytics on) and the browser does
 * not ask not to be tracked (Do Not Track, Global Privacy Control); elsewhere it renders nothing.
 * Rendered after hydration, so the pre-rendered page is the same for every reader.
 */
export function PageFeedback({ lang }: { lang: Lang }) {
  const [enabled, setEnabled] = useState(false);
  const [step, setStep] = useState<Step>('ask');
  const [helpful, setHelpful] = useState<boolean | null>(null);
  const [comment, setComment] = useState('');
  const answer = useRef<{ id: string; path: string; userToken: string } | null>(null);
  // Moves the focus only after the reader acted, never for an answer shown again on load.
  const acted = useRef(false);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const headingId = useId();
  const commentId = useId();
  const countId = useId();

  useEffect(() => {
    const allowed = __SEARCH_CONFIG__.analytics === 'server' && analyticsAllowed();
    setEnabled(allowed);
    const path = pagePath();
    const stored = allowed ? storedVote(path) : undefined;
    if (!stored) return;
    answer.current = { id: stored.id, path, userToken: anonymousToken() };
    setHelpful(stored.helpful);
    setStep(stored.commented ? 'sent' : 'comment');
  }, []);
  useEffect(() => {
    if (!acted.current) return;
    if (step === 'comment') commentRef.current?.focus();
    if (step === 'sent') sentRef.current?.focus();
  }, [step]);

  if (!enabled) return null;

  const vote = (value: boolean) => {
    acted.current = true;
    answer.current ??= { id: newId(), path: pagePath(), userToken: anonymousToken() };
    setHelpful(value);
    send({ ...answer.current, helpful: value });
    storeVote(answer.current.path, { id: answer.current.id, helpful: value, commented: false });
    setStep('comment');
  };
  const left = MAX_COMMENT - [...comment].length;

  return (
    <section className="rp-page-feedback" aria-labelledby={headingId} data-step={step}>
      <h2 id={headingId} className="rp-page-feedback__question">
        {t('feedbackQuestion', lang)}
      </h2>
      {step !== 'sent' && (
        <div className="rp-page-feedback__votes">
          {([true, false] as const).map((value) => (
            <button
              key={String(value)}
              type="button"
              className="rp-page-feedback__vote"
              aria-pressed={helpful === value}
              onClick={() => vote(value)}
            >
              {t(value ? 'feedbackYes' : 'feedbackNo', lang)}
            </button>
          ))}
        </div>
      )}
      {step === 'comment' && answer.current && (
        <form
          className="rp-page-feedback__form"
          onSubmit={(event) => {
            event.preventDefault();
            if (left < 0 || !answer.current) return;
            acted.current = true;
            send({ ...answer.current, helpful, comment });
            if (helpful !== null) {
              storeVote(answer.current.path, { id: answer.current.id, helpful, commented: true });
            }
            setStep('sent');
          }}
        >
          <p className="rp-page-feedback__thanks" role="status">
            {t('feedbackThanks', lang)}
          </p>
          <label htmlFor={commentId}>{t('feedbackCommentLabel', lang)}</label>
          <textarea
            id={commentId}
            ref={commentRef}
            value={comment}
            maxLength={MAX_COMMENT}
            rows={3}
            aria-describedby={countId}
            onChange={(event) => setComment(event.target.value)}
          />
          <div className="rp-page-feedback__actions">
            <span id={countId} className="rp-page-feedback__count">
              {left} {t('feedbackCharactersLeft', lang)}
            </span>
            <button
              type="submit"
              className="rp-page-feedback__send"
              disabled={comment.trim() === ''}
            >
              {t('feedbackSend', lang)}
            </button>
          </div>
        </form>
      )}
      {step === 'sent' && (
        <p ref={sentRef} tabIndex={-1} className="rp-page-feedback__thanks" role="status">
          {t('feedbackSent', lang)}
        </p>
      )}
    </section>
  );
}
