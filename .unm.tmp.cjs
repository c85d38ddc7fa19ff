const fs=require('fs'),{SourceMapConsumer}=require('source-map-js');
const file=process.argv[2];
const code=fs.readFileSync(file,'utf8').replace(/\n\/\/# sourceMappingURL=.*$/,'');
const map=new SourceMapConsumer(JSON.parse(fs.readFileSync(file+'.map','utf8')));
const lines=code.split('\n'); const lineStart=[];let o=0;for(const l of lines){lineStart.push(o);o+=l.length+1;}
const ms=[];map.eachMapping(m=>ms.push([lineStart[m.generatedLine-1]+m.generatedColumn,m.source]));
ms.sort((a,b)=>a[0]-b[0]);
let out=''; let prev=0; if(ms[0][0]>0) out+=code.slice(0,ms[0][0])+'\n---\n';
for(let i=0;i<ms.length;i++){const end=i+1<ms.length?ms[i+1][0]:code.length; if(!ms[i][1]) out+=code.slice(ms[i][0],end)+'\n---\n';}
console.log(out.length); fs.writeFileSync('/tmp/size-unmapped.txt',out);
