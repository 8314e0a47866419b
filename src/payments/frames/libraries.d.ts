// The two cross-domain libraries the provider's hosted pages speak, typed as far as we use them.

declare module '@krakenjs/zoid/dist/zoid.js' {
  export interface ZoidEvent {
    on(name: string, handler: (payload: Record<string, unknown>) => void): { cancel(): void };
    trigger(name: string, payload?: unknown): void;
  }
  export interface TemplateParams {
    uid: string;
    doc: Document;
    frame?: HTMLIFrameElement | null;
    prerenderFrame?: HTMLIFrameElement | null;
    props: Record<string, unknown>;
    state: Record<string, unknown>;
    event: ZoidEvent;
    dimensions: { width: string; height: string };
    close(): Promise<void>;
  }
  export interface PropDefinition {
    type: string;
    required?: boolean;
    alias?: string;
    value?: (params: { props: Record<string, unknown> }) => unknown;
  }
  export interface ComponentOptions {
    tag: string;
    url: string;
    dimensions?: { width: string; height: string };
    autoResize?: { width?: boolean; height?: boolean };
    props?: Record<string, PropDefinition>;
    containerTemplate?: (params: TemplateParams) => HTMLElement | undefined;
    prerenderTemplate?: (params: TemplateParams) => HTMLElement | undefined;
  }
  export interface ComponentInstance {
    render(container: HTMLElement, context?: 'iframe'): Promise<void>;
    close(): Promise<void>;
    updateProps(props: Record<string, unknown>): Promise<void>;
    event: ZoidEvent;
    state: Record<string, unknown>;
  }
  export type Component = (props: Record<string, unknown>) => ComponentInstance;
  const zoid: {
    create(options: ComponentOptions): Component;
    PROP_TYPE: { STRING: string; OBJECT: string; FUNCTION: string; BOOLEAN: string; NUMBER: string; ARRAY: string };
    EVENT: { RENDERED: string; RESIZE: string; CLOSE: string; ERROR: string; PRERENDERED: string };
  };
  export default zoid;
}

declare module 'post-robot/dist/post-robot.js' {
  const postRobot: {
    send(win: Window, name: string, data: unknown, options: { domain: string; timeout?: number }): Promise<{ data: unknown; origin: string; source: Window }>;
  };
  export default postRobot;
}
