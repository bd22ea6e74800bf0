import { useEffect } from 'react';
import { Card } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useModel } from '../../../app/useModel';
import { DictImportDialog } from './DictImportDialog';
import { DictItemDialog } from './DictItemDialog';
import { DictItemPane } from './DictItemPane';
import { DictTypeDialog } from './DictTypeDialog';
import { DictTypePane } from './DictTypePane';
import { downloadText } from './download';
import { DictListStore } from './model/DictListStore';
import '../common/admin.css';
import './dicts.css';

/** Dictionary administration (console spec §2.3 dictionary list, items, item upload; §7.5 Dictionary). */
function DictList() {
  const store = useModel((deps) => new DictListStore(deps));
  useEffect(() => void store.start(), [store]);
  const exportFile = (all: boolean) =>
    void store.exportJson(all).then((json) => {
      if (json)
        downloadText(`${all ? 'dictionaries' : (store.selected?.dictCode ?? 'dictionary')}.json`, json);
    });
  const close = () => store.closeDialogs();
  const saved = () => void store.saved();
  return (
    <Card className="admin-page">
      <div className="dict-split">
        <DictTypePane store={store} />
        <DictItemPane store={store} onExport={exportFile} />
      </div>
      <DictTypeDialog store={store.typeForm} onClose={close} onSaved={saved} />
      <DictItemDialog store={store.itemForm} onClose={close} onSaved={saved} />
      <DictImportDialog store={store.importer} onClose={close} onSaved={saved} />
    </Card>
  );
}

export default observer(DictList);
