/** Screen `system/ThemeConfig`: being built in its own change; until then it renders nothing. */
export default function ThemeConfig() {
  return null;
}
