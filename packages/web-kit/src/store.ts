import { createStore } from 'jotai';

/** The one jotai store of the composed site: the shell and every remote read and write it. */
export const store = createStore();
