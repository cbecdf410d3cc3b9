/** React Router, as a step of its own before the hydrator (a named import: see mui-styles.ts). */
export { Router } from 'react-router-dom';
