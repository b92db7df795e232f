// Plain-text totals labelled as JSON.
import { defineFault } from './helpers/fault.js';
import { onSetHeader } from './helpers/response.js';

export const wrongContentType = defineFault({
  id: 'wrong_content_type',
  detectedBy: 'content_type',
  inject: () => ({
    onResult: (context, result) => {
      onSetHeader(context.raw.res, (name, value, setHeader) =>
        setHeader(
          name,
          name.toLowerCase() === 'content-type' && String(value).startsWith('text/plain')
            ? 'application/json; charset=utf-8'
            : value,
        ),
      );
      return result;
    },
  }),
});
