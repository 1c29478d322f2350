import { EditLink as BaseEditLink } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';

/**
 * The default "Edit this page" link, once per page: the default theme renders it both in the doc
 * footer and at the bottom of the outline. The footer's stays (it is there at every width, under
 * the page it edits); the outline's is left out.
 */
export function EditLink(props: ComponentProps<typeof BaseEditLink>) {
  if (props.isOutline) return null;
  return <BaseEditLink {...props} />;
}
