/** The search form's skin (search-form.php `skin`, default `classic`): the plugin treats anything but these two as classic. */
export type Skin = 'classic' | 'minimal' | 'full_screen';

export function skinOf(value: unknown): Skin {
  return value === 'minimal' || value === 'full_screen' ? value : 'classic';
}
