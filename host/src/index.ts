// The async boundary module federation needs before any shared module (react, …) is used (TOOLCHAIN.md:
// without it the host renders blank with RUNTIME-006).
import('./bootstrap');
