/**
 * Tests put a Profiler callback here to see which parts of the chat room render (the requirement: an unchanged poll
 * renders nothing; a poll with one new message renders only that bubble and the list). Null in the app: no Profiler
 * elements are added. Each Profiler sits inside the memoised component it measures, so it reports exactly when that
 * component renders.
 */
import { createContext, type ProfilerOnRenderCallback } from 'react';

export const ChatProfilerContext = createContext<ProfilerOnRenderCallback | null>(null);
