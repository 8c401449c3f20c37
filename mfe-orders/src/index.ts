// Module federation needs an async boundary before any shared module is used (TOOLCHAIN.md).
import('./bootstrap');
