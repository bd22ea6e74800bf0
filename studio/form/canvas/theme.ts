/** Colours and fonts of the canvas drawing, matching the runtime stylesheet. */
export const CANVAS_THEME = {
  accent: '#1677ff',
  danger: '#d4380d',
  border: '#d9d9d9',
  lightBorder: '#f0f0f0',
  text: '#222222',
  muted: '#999999',
  label: '#333333',
  fill: '#ffffff',
  soft: '#fafafa',
  slot: '#f5f8ff',
  slotBorder: '#b7cdf5',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "PingFang SC", sans-serif',
  fontSize: 13,
} as const;
