import type { Localized } from '../../../common/site.ts';

/** The block's words in each language of the site. */
export const FEEDBACK_TEXT = {
  question: { en: 'Was this page helpful?', zh: '这篇文档对你有帮助吗？' },
  yes: { en: 'Yes', zh: '有帮助' },
  no: { en: 'No', zh: '没帮助' },
  thanks: { en: 'Thank you for your feedback.', zh: '感谢你的反馈。' },
  commentLabel: {
    en: 'Anything we should add or fix on this page? (optional)',
    zh: '这篇文档有什么需要补充或改正的吗？（可选）',
  },
  send: { en: 'Send', zh: '发送' },
  characters: { en: 'characters left', zh: '剩余字数' },
  sent: { en: 'Thank you, your comment was sent.', zh: '谢谢，你的意见已发送。' },
} satisfies Record<string, Localized>;
