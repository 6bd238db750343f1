/* eslint-disable @typescript-eslint/no-require-imports -- PostCSS reads this CommonJS file; plugins are required. */
/**
 * Mantine 9.7's Loader.css writes `animation-delay: 0`, a unitless time that CSS does not allow
 * (the W3C checker reports it on every page, e2e/markup.spec.ts): written as `0s`, same effect.
 */
const unitlessZeroTime = {
  postcssPlugin: 'unitless-zero-time',
  Declaration(declaration) {
    if (/^(animation|transition)-(delay|duration)$/.test(declaration.prop) && declaration.value.trim() === '0') {
      declaration.value = '0s'
    }
  },
}

module.exports = {
  plugins: [
    require('postcss-preset-mantine')(),
    require('postcss-simple-vars')({
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    }),
    unitlessZeroTime,
  ],
}
