import { ThemeIcon } from '@mantine/core';
import { IconBug, IconBulb, IconBook2, IconLock, IconMessage, IconShieldLock, type Icon } from '@tabler/icons-react';
import { FEEDBACK_ICON_CATEGORIES, feedbackCategoryLabel } from '../../../../../domain/index.js';

type IconCategory = (typeof FEEDBACK_ICON_CATEGORIES)[number];

const ICONS: Record<IconCategory, { icon: Icon; color: string }> = {
  bug_report: { icon: IconBug, color: 'red' },
  feature_request: { icon: IconBulb, color: 'yellow' },
  content: { icon: IconBook2, color: 'terracotta' },
  security: { icon: IconShieldLock, color: 'grape' },
  privacy: { icon: IconLock, color: 'indigo' },
};

const isIconCategory = (category: string | null): category is IconCategory =>
  category !== null && (FEEDBACK_ICON_CATEGORIES as readonly string[]).includes(category);

/** The category in the form's words (the domain's labels); no category → 'General feedback'. */
export const feedbackCategoryText = (category: string | null): string => feedbackCategoryLabel(category) ?? 'General feedback';

/** Bug reports, feature requests, content, security and privacy have their own icon; others a speech bubble. */
export function FeedbackCategoryIcon({ category }: { category: string | null }) {
  const { icon: CategoryIcon, color } = isIconCategory(category) ? ICONS[category] : { icon: IconMessage, color: 'gray' };
  return (
    <ThemeIcon size={36} radius="md" variant="light" color={color} aria-hidden="true" data-category-icon={isIconCategory(category) ? category : 'generic'}>
      <CategoryIcon size={20} />
    </ThemeIcon>
  );
}
