import { Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';

/**
 * The heading of a quiz screen. It takes focus when the screen appears so that keyboard and
 * screen-reader users land on the new question rather than on a button that just disappeared.
 */
export function StepHeading({ title, hint, focusKey }: { title: string; hint?: string; focusKey: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, [focusKey]);
  return (
    <div>
      <Title ref={ref} order={2} size="h3" tabIndex={-1} style={{ outline: 'none' }}>
        {title}
      </Title>
      {hint && (
        <Text c="dimmed" mt={4}>
          {hint}
        </Text>
      )}
    </div>
  );
}
