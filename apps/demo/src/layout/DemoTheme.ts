/** The theme of the demo page and of the widget components in it. */
export type DemoTheme = 'light' | 'dark' | 'system'
