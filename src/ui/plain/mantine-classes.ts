/**
 * The classes Mantine's components put on their elements (Mantine 9.7; the rules are in the
 * component sheets mantine-public.css imports). Markup with these classes, and the variables
 * Mantine would have written inline (plain.module.css), looks exactly as Mantine draws it, with
 * none of Mantine's JavaScript: the page frame uses them, since every page hydrates the frame.
 * tests/unit/plain-look.test.ts fails when a Mantine upgrade renames one.
 */
export const mantine = {
  text: 'mantine-focus-auto m_b6d8b162',
  anchor: 'mantine-focus-auto m_849cf0da m_b6d8b162',
  group: 'm_4081bf90',
  stack: 'm_6d731127',
  button: 'mantine-focus-auto mantine-active m_77c9d27d m_87cf2631',
  buttonInner: 'm_80f1301b',
  buttonSection: 'm_a74036a',
  buttonLabel: 'm_811560b9',
  actionIcon: 'mantine-focus-auto mantine-active m_8d3f4000 m_87cf2631',
  actionIconIcon: 'm_8d3afb97',
  badge: 'm_347db0ec',
  badgeSection: 'm_91fdda9b',
  badgeLabel: 'm_5add502a',
  breadcrumbs: 'm_8b3717df',
  breadcrumb: 'm_f678d540',
  breadcrumbSeparator: 'm_3b8f2208',
  title: 'm_8a5d1357',
  skeleton: 'm_18320242',
  visuallyHidden: 'm_515a97f8',
  loader: 'm_5ae2e3c m_b34414df',
  burger: 'mantine-focus-auto m_fea6bf1a m_87cf2631',
  burgerLines: 'm_d4fb9cad',
  themeIcon: 'm_7341320d',
} as const

/** Joins class names, leaving out the empty ones. */
export const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ')
