// Tailwind 4 reads its theme from CSS (src/styles.css, `@theme`); this file is the project's
// record of where content lives and which dark-mode strategy is used, loaded with `@config`.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  darkMode: 'class',
};
