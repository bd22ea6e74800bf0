/**
 * Where keyboard focus goes between the designer's parts: Enter on the canvas or outline moves into the
 * properties panel; Escape there comes back to the part it came from, on the same control.
 */
export type FocusOrigin = 'canvas' | 'outline';
type FocusPart = FocusOrigin | 'properties';

/** First field of the control's properties, and the active tree item of the outline. */
const FIRST_FIELD =
  '.fd-properties input, .fd-properties textarea, .fd-properties select, .fd-properties button';
const ACTIVE_ITEM = '[role="treeitem"][tabindex="0"]';

export class DesignerFocus {
  private origin: FocusOrigin = 'canvas';
  private readonly parts = new Map<FocusPart, HTMLElement>();

  /** Ref callback factory: each part hands its element in (and null when it unmounts). */
  register(part: FocusPart): (element: HTMLElement | null) => void {
    return (element) => {
      if (element) this.parts.set(part, element);
      else this.parts.delete(part);
    };
  }

  /** Focuses the first field of the selected control's properties; false when there is none. */
  toProperties(origin: FocusOrigin): boolean {
    const field = this.parts.get('properties')?.querySelector<HTMLElement>(FIRST_FIELD);
    if (!field) return false;
    this.origin = origin;
    field.focus();
    return true;
  }

  /** Back to the part focus came from (the outline's active item, or the canvas). */
  back(): void {
    const part = this.parts.get(this.origin);
    const target = this.origin === 'outline' ? part?.querySelector<HTMLElement>(ACTIVE_ITEM) : part;
    (target ?? this.parts.get('canvas'))?.focus();
  }
}
