// Every Mantine component's styles, in @layer mantine: loaded with each lazy route but the first
// page's (app/lazy-route-styles.ts), which has its own short list (first-page.css).
import '@mantine/core/styles.layer.css';
