import type { Strategy, StrategyName } from '../types';
import { idle } from './idle';
import { interaction } from './interaction';
import { now } from './now';
import { visible } from './visible';

export const strategies: Record<StrategyName, Strategy> = { now, idle, visible, interaction };
