import {
  LlmsViewOptions as BaseLlmsViewOptions,
  type LlmsViewOptionsProps,
} from '@rspress/core/theme-original';
import { usePageLang } from '../../hooks.ts';
import { t } from '../../i18n.ts';

/**
 * The default menu button beside "Copy Markdown" under every doc page's title (copy the Markdown
 * link, open the page in ChatGPT or Claude), named in the page's language: the default draws only
 * an arrow. The button passes its props on (patches/@rspress+core+2.0.22.patch), which also makes
 * the menu a sibling of the button, its items buttons and links, and Escape close it.
 */
export function LlmsViewOptions(props: LlmsViewOptionsProps) {
  const lang = usePageLang();
  return <BaseLlmsViewOptions aria-label={t('llms.viewOptions', lang)} {...props} />;
}
