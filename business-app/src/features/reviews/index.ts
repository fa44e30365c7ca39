// What other features may use of the owner's reviews: the list to answer, with its reply editors.
export { ReviewsToAnswer } from './components/reviews-to-answer';
