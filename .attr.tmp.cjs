const fs=require('fs'),zlib=require('zlib'),{SourceMapConsumer}=require('source-map-js');
const gz=(s)=>zlib.gzipSync(s,{level:9}).length;
const file=process.argv[2];
const code=fs.readFileSync(file,'utf8').replace(/\n\/\/# sourceMappingURL=.*$/,'');
const map=new SourceMapConsumer(JSON.parse(fs.readFileSync(file+'.map','utf8')));
const lines=code.split('\n'); const lineStart=[];let o=0;for(const l of lines){lineStart.push(o);o+=l.length+1;}
const ms=[];map.eachMapping(m=>ms.push([lineStart[m.generatedLine-1]+m.generatedColumn,m.source]));
ms.sort((a,b)=>a[0]-b[0]);
const owner=new Array(code.length).fill(null);
for(let i=0;i<ms.length;i++){const end=i+1<ms.length?ms[i+1][0]:code.length;for(let k=ms[i][0];k<end;k++)owner[k]=ms[i][1];}
const bySrc=new Map();for(let k=0;k<code.length;k++){const s=(owner[k]||'?').replace(/.*node_modules\//,'nm/').replace(/^(\.\.\/)+/,'');bySrc.set(s,(bySrc.get(s)||0)+1);}
const total=gz(code);
const rows=[];
for(const [s,n] of bySrc){ if(n<300) {rows.push([s,n,null]);continue;}
 let out='';for(let k=0;k<code.length;k++){const o=(owner[k]||'?').replace(/.*node_modules\//,'nm/').replace(/^(\.\.\/)+/,''); if(o!==s) out+=code[k];}
 rows.push([s,n,total-gz(out)]);}
rows.sort((a,b)=>(b[2]??0)-(a[2]??0));
console.log('total gz',total);
let sum=0; for(const r of rows){ if(r[2]!=null){sum+=r[2]; console.log(String(r[2]).padStart(6),String(r[1]).padStart(7),r[0]);}}
console.log('sum of marginal', sum, 'small modules raw', rows.filter(r=>r[2]==null).reduce((s,r)=>s+r[1],0));
