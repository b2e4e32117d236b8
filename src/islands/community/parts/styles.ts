/** Classes shared by the post's and the replies' own-words buttons. */
export const DELETE_BUTTON = 'text-sm text-red-700 hover:underline';
export const HISTORY_BUTTON = 'text-sm text-gray-600 underline decoration-dotted hover:text-primary';
export const EDIT_BUTTON = 'text-sm text-blue-700 hover:underline';
