/** The small part of bpmn-moddle's API the BPMN import and export use (the package ships no types for its entry). */
declare module 'bpmn-moddle' {
  /** A model element: its `$type` (e.g. `bpmn:UserTask`) and its properties, references resolved to elements. */
  export interface ModdleElement {
    $type: string;
    id?: string;
    name?: string;
    [property: string]: unknown;
  }
  export interface ParseWarning {
    message: string;
  }
  export interface ParseResult {
    rootElement: ModdleElement;
    warnings: ParseWarning[];
  }
  export interface BpmnModdleInstance {
    create(type: string, properties?: object): ModdleElement;
    fromXML(xml: string, typeName?: string): Promise<ParseResult>;
    toXML(element: ModdleElement, options?: { format?: boolean }): Promise<{ xml: string }>;
  }
  /** A moddle for BPMN 2.0 plus the given extension packages. */
  export function BpmnModdle(packages?: Record<string, unknown>): BpmnModdleInstance;
}
