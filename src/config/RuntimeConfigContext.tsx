import { createContext, useContext } from 'react';
import { DEFAULT_CONFIG, type RuntimeConfig } from './runtimeConfig';

export const RuntimeConfigContext = createContext<RuntimeConfig>(DEFAULT_CONFIG);

export const useRuntimeConfig = (): RuntimeConfig => useContext(RuntimeConfigContext);
