// The encoder alone, without the package's renderers (the chat paints its own squares): the same
// `create` as the package's entry, reached by its CommonJS path, which @types/qrcode does not name.
declare module 'qrcode/lib/core/qrcode' {
  export { create } from 'qrcode';
}
