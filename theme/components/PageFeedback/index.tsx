import { useEffect, useId, useRef, useState } from 'react';
import { FEEDBACK_PATH } from '../../../common/analytics.ts';
import { analyticsAllowed, anonymousToken, newId } from '../../../search/client/privacy.ts';
import { fill, t } from '../../i18n.ts';
import type { Lang } from '../../lang.ts';
import { storedVote, storeVote } from './votes.ts';
import '../shared.css';
import './index.css';

export const MAX_COMMENT = 1000;

/** Asking for a vote, then for a comment; done once it is sent, or skipped after a "No". */
type Step = 'ask' | 'comment' | 'sent' | 'skipped';

/** The page's "Edit this page" link, as the default theme's edit link has it (`useEditLink`). */
export interface PageEditLink {
  text: string;
  link: string;
}

export interface PageFeedbackProps {
  lang: Lang;
  /** The page's title, for the issue a reader may open about it. */
  title?: string;
  /** The page's edit link; without one, the block offers the issue alone. */
  edit?: PageEditLink | null;
}

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

/** Where the reader's page is, for the issue: its address without query or hash. */
function pageUrl(): string {
  return `${location.origin}${location.pathname}`;
}

/**
 * "Was this page helpful?" at the end of every doc page: Yes or No, sent at once, then an
 * optional comment of at most 1,000 characters, then thanks. After a "No", once the comment is
 * sent or skipped, two links help fix the page, each in a new tab: a new issue in the site's
 * repository prefilled with the page's title and address and the comment (./issue.ts), and the
 * page's "Edit this page". Opening them sends nothing. The browser remembers the answer
 * per page (votes.ts): back on the page, the block shows it again, and a changed vote or a later
 * comment updates the same answer. Shown only where the site's own
 * server stores the answers (the server search provider with analytics on) and the browser does
 * not ask not to be tracked (Do Not Track, Global Privacy Control); elsewhere it renders nothing.
 * Rendered after hydration, so the pre-rendered page is the same for every reader.
 */
export function PageFeedback({ lang, title = '', edit = null }: PageFeedbackProps) {
  const [enabled, setEnabled] = useState(false);
  const [step, setStep] = useState<Step>('ask');
  const [helpful, setHelpful] = useState<boolean | null>(null);
  const [comment, setComment] = useState('');
  // A vote cast on this visit whose comment is still being asked for: the links wait for it.
  const [asking, setAsking] = useState(false);
  const answer = useRef<{ id: string; path: string; userToken: string } | null>(null);
  // Moves the focus only after the reader acted, never for an answer shown again on load.
  const acted = useRef(false);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const headingId = useId();
  const commentId = useId();
  const countId = useId();
  const fixId = useId();

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
    if (step === 'sent' || step === 'skipped') sentRef.current?.focus();
  }, [step]);

  // The issue's address is worked out by code loaded then (issue.ts), not with every page.
  const form = __NEW_ISSUE_FORM__;
  const offersIssue = helpful === false && !asking && form !== null;
  const [issue, setIssue] = useState<string | null>(null);
  // Fetched as soon as the reader says No, so that the link is there when the comment is sent.
  const saidNo = helpful === false && form !== null;
  useEffect(() => {
    if (saidNo) void import('./issue.ts');
  }, [saidNo]);
  useEffect(() => {
    if (!offersIssue || !form) {
      setIssue(null);
      return;
    }
    let current = true;
    void import('./issue.ts').then(({ newIssueUrl }) => {
      if (current) setIssue(newIssueUrl(form, { lang, title, url: pageUrl(), comment }));
    });
    return () => {
      current = false;
    };
  }, [offersIssue, lang, title, comment]);

  if (!enabled) return null;

  const vote = (value: boolean) => {
    acted.current = true;
    answer.current ??= { id: newId(), path: pagePath(), userToken: anonymousToken() };
    setHelpful(value);
    send({ ...answer.current, helpful: value });
    storeVote(answer.current.path, { id: answer.current.id, helpful: value, commented: false });
    setAsking(true);
    setStep('comment');
  };
  const left = MAX_COMMENT - [...comment].length;
  // The links follow a "No" once its comment is sent or skipped. A "No" remembered from an
  // earlier visit shows them at once, beside the comment box when no comment was sent then: the
  // reader answered the question before and comes back to the same page, most likely to follow
  // up on it, and should not have to skip the box again to find them. The comment of that visit
  // is not kept (only whether there was one), so the issue starts with the prompt, or with what
  // the reader types now.
  const editLink = helpful === false && !asking ? edit : null;
  const newTab = <span className="rp-visually-hidden">{t('opensInNewTab', lang)}</span>;

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
            setAsking(false);
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
            {/* Send first: the next stop of the Tab key after the comment is the one that keeps it. */}
            <div className="rp-page-feedback__buttons">
              <button
                type="submit"
                className="rp-page-feedback__send"
                disabled={comment.trim() === ''}
              >
                {t('feedbackSend', lang)}
              </button>
              {helpful === false && asking && (
                <button
                  type="button"
                  className="rp-page-feedback__skip"
                  onClick={() => {
                    acted.current = true;
                    setAsking(false);
                    setStep('skipped');
                  }}
                >
                  {t('feedbackSkip', lang)}
                </button>
              )}
            </div>
          </div>
        </form>
      )}
      {(step === 'sent' || step === 'skipped') && (
        <p ref={sentRef} tabIndex={-1} className="rp-page-feedback__thanks" role="status">
          {t(step === 'sent' ? 'feedbackSent' : 'feedbackThanks', lang)}
        </p>
      )}
      {(issue || editLink) && (
        // biome-ignore lint/a11y/useSemanticElements: two links, not form controls for a fieldset
        <div className="rp-page-feedback__fix" role="group" aria-labelledby={fixId}>
          <p id={fixId} className="rp-page-feedback__fix-label">
            {t('feedbackFixLabel', lang)}
          </p>
          <ul className="rp-page-feedback__links">
            {issue && form && (
              <li>
                <a href={issue} target="_blank" rel="noopener noreferrer">
                  {fill('feedbackOpenIssue', lang, { host: form.host })} {newTab}
                </a>
              </li>
            )}
            {editLink && (
              <li>
                <a href={editLink.link} target="_blank" rel="noopener noreferrer">
                  {editLink.text} {newTab}
                </a>
              </li>
            )}
          </ul>
        </div>
      )}
    </section>
  );
}
