import { DEVELOPERS_PATH } from '@site/contracts';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { directoryPathFrom, directoryPathFromReferrer, isDirectoryReturn } from '../../../utils/directory-return';

/**
 * The directory as the visitor left it, filters included, when they came from it: from the
 * history state a card gave (a page the browser renders itself), else from the referrer (a
 * server-rendered page, reached by a whole-document navigation). Read after the first render:
 * neither exists on the server, and server and browser must render alike.
 */
export function useBackToDirectory(): string {
  const { state } = useLocation();
  const [path, setPath] = useState(DEVELOPERS_PATH);
  useEffect(() => {
    setPath(
      isDirectoryReturn(state)
        ? directoryPathFrom(state)
        : directoryPathFromReferrer(document.referrer, window.location.origin),
    );
  }, [state]);
  return path;
}
