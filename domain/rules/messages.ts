/** The product's message texts live in the neutral domain folder (client and simulator show the same words). */
export * from '../messages';
