import { describe, expect, it } from 'vitest';
import { socialLinkName } from './names.ts';

describe('socialLinkName', () => {
  it.each([
    [{ icon: 'github', content: 'https://github.com/web-infra-dev/rspress' }, 'GitHub'],
    [{ icon: 'discord', content: 'https://discord.gg/x' }, 'Discord'],
    [{ icon: 'x', content: 'https://x.com/rspack_dev' }, 'X'],
    [{ icon: 'zhihu', content: 'https://www.zhihu.com/people/x' }, 'zhihu.com'],
    [{ icon: { svg: '<svg/>' }, content: 'https://example.com/a' }, 'example.com'],
    [{ icon: 'wechat', content: 'not a url' }, 'wechat'],
  ] as const)('%o is called %s', (link, name) => {
    expect(socialLinkName(link)).toBe(name);
  });
});
