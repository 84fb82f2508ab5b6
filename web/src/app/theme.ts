import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * A warm terracotta, like a well-read clothbound spine. Shade 7 carries white text at 5:1,
 * so filled buttons and links stay readable in a bright shop.
 */
const terracotta: MantineColorsTuple = ['#fff4ec', '#fde4d3', '#f7c4a4', '#f0a172', '#e98349', '#e4702f', '#d8622a', '#b94f1f', '#a2441a', '#8a3814'];

/** A soft sage used for calm, positive accents (success states, "good fit"). */
const sage: MantineColorsTuple = ['#f1f8f2', '#e2eee4', '#c2dcc7', '#9fc9a8', '#82b88d', '#6fad7b', '#64a771', '#53925f', '#488253', '#3a7045'];

const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'terracotta',
  primaryShade: { light: 7, dark: 5 },
  colors: { terracotta, sage },
  fontFamily: SYSTEM_FONTS,
  // One typographic system, the device's own: nothing to download, so text paints at once. Headings
  // name it too (Mantine's own heading stack differs from the body's by a few fonts).
  headings: { fontFamily: SYSTEM_FONTS, fontWeight: '700' },
  lineHeights: { md: '1.6' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  autoContrast: true,
  components: {
    Button: { defaultProps: { size: 'md' } },
    // No asterisks: optional fields say "(optional)" instead, and labels stay exactly their words.
    TextInput: { defaultProps: { size: 'md', withAsterisk: false } },
    PasswordInput: { defaultProps: { size: 'md', withAsterisk: false } },
    NativeSelect: { defaultProps: { size: 'md', withAsterisk: false } },
    Textarea: { defaultProps: { size: 'md', withAsterisk: false } },
    Checkbox: { defaultProps: { size: 'md' } },
    Tabs: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
    // Mantine's close buttons are an icon alone: give every dialog's and sheet's a name screen readers say.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    // A placeholder holds still (decision 54): calm, and a shimmer costs a core for as long as it runs
    // where frames are composited in software, which is while the app takes the page over.
    Skeleton: { defaultProps: { animate: false } },
  },
  // Readers who ask their device for less motion get panels and dialogs that open at once.
  respectReducedMotion: true,
});

/** Warm paper background and darker secondary text: Mantine's default dimmed grey is below 4.5:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-body': '#fffaf5',
    '--mantine-color-text': '#2b2522',
    '--mantine-color-dimmed': '#5f5650',
    '--mantine-color-default-border': '#e7dcd3',
    // Mantine's red 6 is 3.3:1 on white; error text needs 4.5:1.
    '--mantine-color-error': '#c92a2a',
  },
  dark: {},
});
