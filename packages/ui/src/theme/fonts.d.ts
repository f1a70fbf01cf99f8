// The font CSS is bundled by Vite; TypeScript only needs to know the side-effect imports exist.
declare module '@fontsource/inter-tight/*.css';
